#!/usr/bin/env bash
# The engine's table-driven hot paths, exact money and its untrusted-input readers under
# AddressSanitizer and UndefinedBehaviorSanitizer (the "asan" preset): the simulator's quick
# round, the exact analysis's memo tables, the shoe and the fair shuffle, Rational, the bounded
# file reader, the rule-file and session-archive readers (hostile zips), the history (SQLite,
# its recovery and its kill loop), and the CLI over them;
# and every app suite (the QML table, its controllers and models, the worker threads of hints,
# house edge and simulation; leaks are not checked: Qt's own caches outlive main). A read past
# a table's end that changes no result (the quick round's, found this way) fails no other test.
# The slowest suites (the brute-force references and the property tests: ≈ 15 minutes under
# the sanitizers on 2 cores) run only in the default build.
set -euo pipefail
cd "$(dirname "$0")/.."
tests=(tst_simulator tst_analysis_cache tst_exact_node_table tst_exact_multiseat tst_chart_memo
  tst_shoe tst_fair_shuffle tst_hand_value tst_poker_hand tst_rule_set_json tst_rule_file_defaults
  tst_session_archive tst_rational tst_bounded_read tst_history_store tst_cli_history
  tst_cli_practice tst_chart_grid
  tst_blackjack_rules tst_poker_like_deal tst_poker_like_forced
  tst_poker_like_dealer tst_poker_like_showdown tst_poker_like_bonuses tst_poker_like_seats
  tst_21_24_27_rules tst_seven27_rules tst_cli
  tst_dealer_procedure tst_error_spotting tst_app_school_drills tst_training_record tst_exam
  tst_app_bots tst_app_hints tst_app_house_edge tst_app_keyboard tst_app_language tst_app_qml
  tst_app_rule_editor tst_app_rule_editor_page tst_app_screenshots tst_app_session_archive
  tst_app_session_stats tst_app_seven27 tst_app_simulated_edge tst_app_table_controller
  tst_app_json_path tst_app_shoe_ledger tst_app_round_presenter tst_app_computer_seats
  tst_app_table_settings tst_app_dealer_school tst_app_plain_text tst_app_history
  tst_app_chart_picture tst_app_strategy_school)
cmake --preset asan -DF27_BUILD_APP=ON >/dev/null
cmake --build --preset asan --parallel "$(nproc)" --target finnish27-cli "${tests[@]}"
regex="^($(IFS='|'; echo "${tests[*]}"))\$"
ctest --preset asan --parallel "$(nproc)" -R "$regex"
