package paging

import "testing"

func TestRequest(t *testing.T) {
	cases := []struct {
		r      Request
		valid  bool
		offset int
	}{
		{Request{0, 10}, true, 0}, {Request{3, 10}, true, 30}, {Request{MaxPage, MaxSize}, true, MaxPage * MaxSize},
		{Request{-1, 10}, false, 0}, {Request{MaxPage + 1, 10}, false, (MaxPage + 1) * 10},
		{Request{1<<62 - 1, MaxSize}, false, (MaxPage + 1) * MaxSize}, {Request{0, 0}, false, 0}, {Request{0, MaxSize + 1}, false, 0},
	}
	for _, c := range cases {
		if got := c.r.Validate() == nil; got != c.valid {
			t.Errorf("%+v valid = %v, want %v", c.r, got, c.valid)
		}
		if got := c.r.Offset(); got != c.offset {
			t.Errorf("%+v offset = %d, want %d", c.r, got, c.offset)
		}
		if c.r.Offset() < 0 {
			t.Errorf("%+v offset wrapped to %d", c.r, c.r.Offset())
		}
	}
	if p := Slice(Request{MaxPage, 10}, []int{1, 2, 3}); len(p.Content) != 0 || p.PageInfo.HasNextPage {
		t.Errorf("a page past the end = %+v", p)
	}
}
