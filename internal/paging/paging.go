// Package paging owns list paging: the page/size request every list call
// takes, its limits, and the content + pageInfo answer.
package paging

import "github.com/chillwatch/chillwatch/internal/apperr"

// MaxSize is the largest page a list call serves.
const MaxSize = 5000

// MaxPage is the largest page number a list call takes. A page past the
// end of the list is empty; a page beyond MaxPage is refused, so that the
// offset never overflows.
const MaxPage = 1_000_000

// Request is a zero-based page number and a page size.
type Request struct {
	Page int
	Size int
}

// Validate checks the request, naming the bad field.
func (r Request) Validate() error {
	var v apperr.Validator
	v.Check(r.Page >= 0, "page", "paging.page.min")
	v.Check(r.Page <= MaxPage, "page", "paging.page.max")
	v.Check(r.Size >= 1, "size", "paging.size.min")
	v.Check(r.Size <= MaxSize, "size", "paging.size.max")
	return v.Err()
}

// Offset is the number of rows before the page. Out of bounds (which
// Validate refuses) it saturates: a negative page reads from the start, a
// page beyond MaxPage past the end, never wrapping round to page 0.
func (r Request) Offset() int {
	size := max(r.Size, 0)
	switch {
	case r.Page < 0:
		return 0
	case r.Page > MaxPage:
		return (MaxPage + 1) * min(size, 1<<20)
	}
	return r.Page * min(size, 1<<20)
}

// Info describes where a page sits in the whole list.
type Info struct {
	TotalPages    int  `json:"totalPages"`
	HasNextPage   bool `json:"hasNextPage"`
	TotalElements int  `json:"totalElements"`
	Page          int  `json:"page"`
	Size          int  `json:"size"`
}

// Page is one page of a list.
type Page[T any] struct {
	Content  []T  `json:"content"`
	PageInfo Info `json:"pageInfo"`
}

// New builds a page of content out of total elements.
func New[T any](r Request, content []T, total int) Page[T] {
	if content == nil {
		content = []T{}
	}
	pages := 0
	if r.Size > 0 {
		pages = (total + r.Size - 1) / r.Size
	}
	return Page[T]{Content: content, PageInfo: Info{
		TotalPages: pages, HasNextPage: r.Page+1 < pages, TotalElements: total, Page: r.Page, Size: r.Size,
	}}
}

// Slice pages an in-memory list.
func Slice[T any](r Request, all []T) Page[T] {
	start := min(r.Offset(), len(all))
	end := min(start+r.Size, len(all))
	return New(r, all[start:end], len(all))
}
