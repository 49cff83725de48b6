// Command checkscript stands in for a script under surefill check: it
// prints what check mode hands it and exits with status 3.
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Printf("check=%s chrome=%s args=%q\n", os.Getenv("SUREFILL_CHECK"), os.Getenv("SUREFILL_CHROME"), os.Args[1:])
	os.Exit(3)
}
