// Command chillwatch is the ChillWatch server: the console, its JSON API,
// device ingestion and the chilling engine, in one binary.
package main

import (
	"context"
	"fmt"
	"os"

	"github.com/chillwatch/chillwatch/internal/app"
)

func main() {
	if err := app.Run(context.Background(), os.Args[1:], os.Environ(), os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "chillwatch:", err)
		os.Exit(1)
	}
}
