#include "cards/shoe.h"

#include <utility>

namespace f27 {

Shoe::Shoe(ShoeSpec spec) : spec_(std::move(spec)) {
    shuffleFresh();
}

void Shoe::shuffle(const ShuffleKey& key) {
    order_ = shoeOrder(spec_, key);
    dealt_ = 0;
    key_ = key;
    hasKey_ = true;
}

void Shoe::shuffleFresh() {
    shuffle(ShuffleKey::fromOsRandom());
}

void Shoe::stack(std::vector<Card> order) {
    order_ = std::move(order);
    dealt_ = 0;
    key_ = ShuffleKey{};
    hasKey_ = false;
}

std::optional<Card> Shoe::draw() {
    if (dealt_ >= size()) return std::nullopt;
    return order_[static_cast<std::size_t>(dealt_++)];
}

std::string Shoe::commitment() const {
    return hasKey_ ? key_.commitment() : std::string();
}

} // namespace f27
