// Errors as values: every fallible engine call returns a Result naming what went wrong.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace f27 {

struct Error {
    std::string message;
};

template <typename T> class [[nodiscard]] Result {
public:
    Result(T value) : v_(std::move(value)) {}
    Result(Error e) : v_(std::move(e)) {}

    bool ok() const { return v_.index() == 0; }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<0>(v_); }
    T& value() & { return std::get<0>(v_); }
    T&& value() && { return std::get<0>(std::move(v_)); }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }
    const std::string& error() const { return std::get<1>(v_).message; }

private:
    std::variant<T, Error> v_;
};

// Result of an operation that yields nothing but may fail.
class [[nodiscard]] Status {
public:
    Status() = default;
    Status(Error e) : err_(std::move(e.message)) {}
    static Status success() { return {}; }
    bool ok() const { return !err_.has_value(); }
    explicit operator bool() const { return ok(); }
    const std::string& error() const { return *err_; }

private:
    std::optional<std::string> err_;
};

inline Error fail(std::string message) {
    return Error{std::move(message)};
}

} // namespace f27
