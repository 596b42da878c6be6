# Fails, naming the files, when any C++ source under the tree's own folders is not formatted
# according to .clang-format. Run as: cmake -DCLANG_FORMAT=… -DSOURCE_DIR=… -P format_check.cmake
file(GLOB_RECURSE sources
    ${SOURCE_DIR}/engine/*.cpp ${SOURCE_DIR}/engine/*.h
    ${SOURCE_DIR}/app/*.cpp ${SOURCE_DIR}/app/*.h
    ${SOURCE_DIR}/cli/*.cpp ${SOURCE_DIR}/cli/*.h
    ${SOURCE_DIR}/tests/*.cpp ${SOURCE_DIR}/tests/*.h)
set(bad "")
foreach(f IN LISTS sources)
    execute_process(COMMAND ${CLANG_FORMAT} --dry-run --Werror ${f}
        RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
    if(NOT rc EQUAL 0)
        list(APPEND bad ${f})
    endif()
endforeach()
list(LENGTH sources n)
if(bad)
    string(REPLACE ";" "\n  " pretty "${bad}")
    message(FATAL_ERROR "not clang-formatted (run clang-format -i on them):\n  ${pretty}")
endif()
message(STATUS "${n} files formatted")
