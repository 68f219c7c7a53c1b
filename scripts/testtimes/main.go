// Command testtimes reads `go test -json` on its input, prints the test
// output as go test does without -v (a failing test's output, each
// package's result), and ends with where the time went: the slowest
// packages and tests, and the time of the tests run on each database (the
// sqlite and postgres subtests of storagetest.Each, and the tests that name
// one database). make test pipes its Go tests through it, so that a run
// shows which part grows.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"time"
)

// event is one line of `go test -json` (cmd/test2json).
type event struct {
	Action  string
	Package string
	Test    string
	Elapsed float64
	Output  string
}

type timing struct {
	name    string
	seconds float64
}

func main() {
	top := 10
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 16<<20)
	var pkgs, tests []timing
	byDB := map[string]float64{}
	held := map[string]*strings.Builder{} // a running test's output, printed if it fails
	failed := false
	for in.Scan() {
		var e event
		if err := json.Unmarshal(in.Bytes(), &e); err != nil {
			fmt.Println(in.Text()) // a build error is printed as text
			continue
		}
		switch e.Action {
		case "build-output":
			fmt.Print(e.Output)
		case "output":
			switch {
			case e.Test == "":
				if !strings.HasPrefix(e.Output, "PASS") && !strings.HasPrefix(e.Output, "=== ") {
					fmt.Print(e.Output)
				}
			case !strings.HasPrefix(e.Output, "=== "):
				key := e.Package + " " + e.Test
				if held[key] == nil {
					held[key] = &strings.Builder{}
				}
				held[key].WriteString(e.Output)
			}
		case "build-fail":
			failed = true
		case "pass", "fail", "skip":
			key := e.Package + " " + e.Test
			if e.Action == "fail" && held[key] != nil {
				fmt.Print(held[key].String())
			}
			delete(held, key)
			if e.Action == "skip" {
				continue
			}
			failed = failed || e.Action == "fail"
			switch {
			case e.Test == "":
				pkgs = append(pkgs, timing{e.Package, e.Elapsed})
			case !strings.Contains(e.Test, "/"):
				tests = append(tests, timing{short(e.Package) + "." + e.Test, e.Elapsed})
			}
			if db := database(e.Test); db != "" {
				byDB[db] += e.Elapsed
			}
		}
	}
	fmt.Println("\nwhere the Go tests' time went:")
	printTop("slowest packages (wall time of each test binary; they run 2 at a time)", pkgs, top)
	printTop("slowest tests", tests, top)
	fmt.Printf("  time in tests on each database (summed over tests): sqlite %s, postgres %s\n",
		round(byDB["sqlite"]), round(byDB["postgres"]))
	if failed {
		os.Exit(1)
	}
}

// database names the database a subtest ran on when its last element
// names one, as storagetest.Each's subtests do.
func database(test string) string {
	switch last := test[strings.LastIndex(test, "/")+1:]; last {
	case "sqlite", "postgres":
		return last
	}
	return ""
}

func printTop(title string, ts []timing, n int) {
	sort.Slice(ts, func(i, j int) bool { return ts[i].seconds > ts[j].seconds })
	fmt.Printf("  %s:\n", title)
	for i := 0; i < n && i < len(ts); i++ {
		fmt.Printf("    %8s  %s\n", round(ts[i].seconds), ts[i].name)
	}
}

func short(pkg string) string { return strings.TrimPrefix(pkg, "github.com/chillwatch/chillwatch/") }

func round(s float64) string {
	return (time.Duration(s * float64(time.Second))).Round(100 * time.Millisecond).String()
}
