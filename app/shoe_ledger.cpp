#include "shoe_ledger.h"

#include "cards/fair_shuffle.h"

using namespace f27;

void ShoeLedger::startShoe(const QString& commitment, const QString& rulesName,
                           const ShoeSpec& spec) {
    commitment_ = commitment;
    rulesName_ = rulesName;
    spec_ = spec;
    dealt_.clear();
}

bool ShoeLedger::follow(const Event& e) {
    if (e.type == EventType::Deal) {
        dealt_.push_back(e.card);
        return true;
    }
    if (e.type != EventType::Reshuffle) return false;
    // detail is "<new commitment>:<revealed old key>" (F-2, P-3).
    const QString detail = QString::fromStdString(e.detail);
    finishShoe(detail.section(':', 1));
    startShoe(detail.section(':', 0, 0), rulesName_, spec_);
    return true;
}

void ShoeLedger::finishShoe(const QString& revealedKey) {
    Shoe s;
    s.commitment = commitment_;
    s.key = revealedKey;
    s.rulesName = rulesName_;
    s.spec = spec_;
    s.dealt = std::move(dealt_);
    dealt_.clear();
    finished_.append(std::move(s));
}

void ShoeLedger::leaveShoe(const QString& revealedKey) {
    if (!dealt_.empty()) finishShoe(revealedKey);
}

QList<FinishedShoe> ShoeLedger::finishedShoes() const {
    QList<FinishedShoe> out;
    for (const Shoe& s : finished_)
        out.append({s.commitment, s.key, static_cast<int>(s.dealt.size()), s.rulesName});
    return out;
}

ShoeCheck ShoeLedger::verify(int index) const {
    ShoeCheck check;
    if (index < 0 || index >= finished_.size()) {
        check.message = tr("No such shoe.");
        return check;
    }
    const Shoe& s = finished_[index];
    auto key = ShuffleKey::fromHex(s.key.toStdString());
    if (!key) {
        check.message =
            tr("The revealed key is not valid: %1").arg(QString::fromStdString(key.error()));
        return check;
    }
    check.commitmentOk = keyMatchesCommitment(*key, s.commitment.toStdString());
    const std::vector<Card> order = shoeOrder(s.spec, *key);
    int mismatch = -1;
    for (size_t i = 0; i < s.dealt.size() && mismatch < 0; ++i)
        if (i >= order.size() || order[i] != s.dealt[i]) mismatch = static_cast<int>(i);
    check.cardsOk = mismatch < 0;
    check.cardsChecked = static_cast<int>(s.dealt.size());
    if (!check.commitmentOk)
        check.message = tr("The key does NOT match the commitment shown before play.");
    else if (mismatch >= 0)
        check.message = tr("Card %1 dealt was %2, but the key puts %3 there.")
                            .arg(mismatch + 1)
                            .arg(QString::fromStdString(toCode(s.dealt[mismatch])),
                                 mismatch < static_cast<int>(order.size())
                                     ? QString::fromStdString(toCode(order[mismatch]))
                                     : tr("no card"));
    else
        check.message =
            tr("Verified: SHA-256 of the key equals the commitment, and all %1 cards dealt "
               "are the first %1 cards of the order the key produces (%2).")
                .arg(s.dealt.size())
                .arg(QString::fromLatin1(kShuffleAlgorithm));
    return check;
}

// Stacked shoes (tests) have no commitment and are left out.
void ShoeLedger::addTo(SessionArchive& archive) const {
    for (const Shoe& s : finished_)
        if (!s.commitment.isEmpty())
            archive.shoes.push_back(
                {s.commitment.toStdString(), s.key.toStdString(), s.spec, s.dealt});
    if (!commitment_.isEmpty())
        archive.shoes.push_back({commitment_.toStdString(), std::nullopt, spec_, dealt_});
}
