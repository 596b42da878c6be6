// The preset rule sets, loaded once: the fuzz targets that play rounds start from them.
#pragma once

#include "fuzz_check.h"

#include "rules/rule_set_json.h"

#include <string>
#include <vector>

namespace fuzz {

inline const std::vector<f27::RuleSet>& presets() {
    static const std::vector<f27::RuleSet> all = [] {
        std::vector<f27::RuleSet> out;
        for (const std::string& id : f27::presetIds()) {
            auto rules = f27::loadPreset(id);
            FUZZ_CHECK(rules.ok(), "preset %s: %s", id.c_str(), rules.error().c_str());
            out.push_back(*rules);
        }
        return out;
    }();
    return all;
}

} // namespace fuzz
