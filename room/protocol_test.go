package room

import (
	"errors"
	"maps"
	"reflect"
	"strings"
	"testing"
)

func TestDecodeRequestGood(t *testing.T) {
	for _, frame := range []string{
		`{"v":1,"t":"create","game":"ludo","side":"random"}`,
		`{"v":1,"t":"create","game":"domino"}`,
		`{"v":1,"t":"join","code":"AB23CD"}`,
		`{"v":1,"t":"join","code":"AB23CD","token":"0123456789abcdef0123456789abcdef"}`,
		`{"v":1,"t":"watch","code":"AB23CD","since":4}`,
		`{"v":1,"t":"resume","code":"AB23CD","token":"0123456789abcdef0123456789abcdef","since":12}`,
		`{"v":1,"t":"act","id":7,"action":"play:25:L"}`,
		`{"v":1,"t":"resign","id":1}`,
		`{"v":1,"t":"offer-draw","id":2}`,
		`{"v":1,"t":"ping","n":3}`,
		` {"t":"ping","v":1} `,
		`{"v":1,"t":"create","game":"ludo","public":true,"name":"Аня 7"}`,
		`{"v":1,"t":"quick","game":"jungle"}`,
		`{"v":1,"t":"quick","game":"jungle","name":"Guest 1234"}`,
		`{"v":1,"t":"join","code":"AB23CD","name":"Маша"}`,
		`{"v":1,"t":"cancel"}`,
		`{"v":1,"t":"list"}`,
		`{"v":1,"t":"list","game":"domino"}`,
		`{"v":1,"t":"quick","game":"ludo","name":"Маша","secret":"` + testSecret + `"}`,
	} {
		if _, err := DecodeRequest([]byte(frame)); err != nil {
			t.Errorf("%s: %v", frame, err)
		}
	}
}

// testSecret is a well-formed identity secret.
const testSecret = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"

// TestDecodeRequestRejectsBadIdentity: an identity secret is exactly
// SecretLen lowercase hex digits, on a quick only, and a client cannot
// name its own rating or identity hash.
func TestDecodeRequestRejectsBadIdentity(t *testing.T) {
	for _, frame := range []string{
		`{"v":1,"t":"quick","game":"ludo","secret":"` + testSecret[:63] + `"}`,           // short
		`{"v":1,"t":"quick","game":"ludo","secret":"` + testSecret + `0"}`,               // long
		`{"v":1,"t":"quick","game":"ludo","secret":"` + strings.Repeat("x", 3000) + `"}`, // overlong
		`{"v":1,"t":"quick","game":"ludo","secret":"` + strings.ToUpper(testSecret) + `"}`,
		`{"v":1,"t":"quick","game":"ludo","secret":"` + testSecret[:62] + `g0"}`,
		`{"v":1,"t":"quick","game":"ludo","secret":" ` + testSecret[1:] + `"}`,
		`{"v":1,"t":"quick","game":"ludo","secret":5}`,
		`{"v":1,"t":"quick","game":"ludo","secret":"` + testSecret + `","Secret":"` + testSecret + `"}`,
		`{"v":1,"t":"create","game":"ludo","secret":"` + testSecret + `"}`, // rated games are quick matches
		`{"v":1,"t":"join","code":"AB23CD","secret":"` + testSecret + `"}`,
		`{"v":1,"t":"quick","game":"ludo","rating":3000}`,
		`{"v":1,"t":"quick","game":"ludo","ratings":[{"r":3000}]}`,
		`{"v":1,"t":"quick","game":"ludo","identity":"` + testSecret + `"}`,
	} {
		_, err := DecodeRequest([]byte(frame))
		var e *Error
		if !errors.As(err, &e) || e.Code != ErrBadMessage {
			t.Errorf("%.90s: got %v, want code %s", frame, err, ErrBadMessage)
		}
	}
}

func TestDecodeRequestBad(t *testing.T) {
	token := "0123456789abcdef0123456789abcdef"
	for _, c := range []struct{ frame, code string }{
		{``, ErrBadMessage},
		{`null`, ErrVersion},
		{`[]`, ErrBadMessage},
		{`{"v":1,"t":"ping"}{}`, ErrBadMessage},
		{`{"v":1,"t":"ping","extra":1}`, ErrBadMessage},
		{`{"v":2,"t":"ping"}`, ErrVersion},
		{`{"v":1,"t":"fly"}`, ErrUnknownType},
		{`{"v":1,"t":"act","action":"roll"}`, ErrBadMessage},          // no id
		{`{"v":1,"t":"act","id":1}`, ErrBadMessage},                   // no action
		{`{"v":1,"t":"act","id":1,"action":"a b"}`, ErrBadMessage},    // space
		{`{"v":1,"t":"act","id":-1,"action":"roll"}`, ErrBadMessage},  // negative
		{`{"v":1,"t":"act","id":1.5,"action":"roll"}`, ErrBadMessage}, // fraction
		{`{"v":1,"t":"join","code":"abc"}`, ErrBadMessage},
		{`{"v":1,"t":"join","code":"AB23C0"}`, ErrBadMessage},
		{`{"v":1,"t":"join","code":"AB23CD","token":"` + token[:31] + `"}`, ErrBadMessage},
		{`{"v":1,"t":"resume","code":"AB23CD","token":"XYZ"}`, ErrBadMessage},
		{`{"v":1,"t":"create","game":"Ludo"}`, ErrBadMessage},
		{`{"v":1,"t":"create","game":"ludo","side":"left"}`, ErrBadMessage},
		{`{"v":1,"t":"ping","id":3}`, ErrBadMessage},
		{`{"v":1,"t":"quick"}`, ErrBadMessage},                                   // no game
		{`{"v":1,"t":"quick","game":"ludo","public":true}`, ErrBadMessage},       // quick rooms are public anyway
		{`{"v":1,"t":"quick","game":"ludo","name":"a\nb"}`, ErrBadMessage},       // a line break
		{`{"v":1,"t":"quick","game":"ludo","name":"\u202eevil"}`, ErrBadMessage}, // a bidi override
		{`{"v":1,"t":"quick","game":"ludo","name":"   "}`, ErrBadMessage},
		{`{"v":1,"t":"quick","game":"ludo","name":"` + strings.Repeat("я", 21) + `"}`, ErrBadMessage},
		{`{"v":1,"t":"cancel","id":1}`, ErrBadMessage},
		{`{"v":1,"t":"list","code":"AB23CD"}`, ErrBadMessage},
		{`{"v":1,"t":"list","name":"x"}`, ErrBadMessage},
		{`{"v":1,"t":"join","code":"AB23CD","name":"a\u0000b"}`, ErrBadMessage},
		{`{"v":1,"t":"watch","code":"AB23CD","name":"x"}`, ErrBadMessage},
		{`{"v":1,"t":"join","code":"AB23CD","public":true}`, ErrBadMessage},
		{`{"v":1,"t":"act","id":1,"action":"` + strings.Repeat("x", 33) + `"}`, ErrBadMessage},
		{`{"v":1,"t":"ping","n":"` + strings.Repeat("x", MaxFrame) + `"}`, ErrTooLarge},
	} {
		_, err := DecodeRequest([]byte(c.frame))
		var e *Error
		if !errors.As(err, &e) || e.Code != c.code {
			t.Errorf("%.60s: got %v, want code %s", c.frame, err, c.code)
		}
	}
}

func TestRoundTrip(t *testing.T) {
	r := Request{T: TAct, ID: 9, Action: "p2"}
	b, err := EncodeRequest(r)
	if err != nil {
		t.Fatal(err)
	}
	got, err := DecodeRequest(b)
	if err != nil || got.ID != 9 || got.Action != "p2" || got.V != Version {
		t.Fatalf("round trip: %+v %v", got, err)
	}
	mb, err := EncodeMessage(Message{T: TEvent, SV: 4, Kind: KAction, Seat: 1, ToMove: 0, DrawOffer: -1})
	if err != nil {
		t.Fatal(err)
	}
	m, err := DecodeMessage(mb)
	if err != nil || m.SV != 4 || m.Seat != 1 || m.DrawOffer != -1 {
		t.Fatalf("message round trip: %+v %v", m, err)
	}
	if _, err := DecodeMessage([]byte(`{"v":3,"t":"event"}`)); err == nil {
		t.Error("a message of another version was accepted")
	}
}

// FuzzDecodeRequest: no input panics, and whatever is accepted is valid and
// encodes back to an equal request.
func FuzzDecodeRequest(f *testing.F) {
	for _, s := range []string{
		`{"v":1,"t":"act","id":7,"action":"play:25:L"}`,
		`{"v":1,"t":"resume","code":"AB23CD","token":"0123456789abcdef0123456789abcdef","since":12}`,
		`{"v":1,"t":"create","game":"ludo","side":"random"}`,
		`{"v":1,"t":"ping","n":3}`, `{"v":1}`, `{`, `"x"`, `{"v":1,"t":"act","id":1e3,"action":"x"}`,
		`{"v":1,"t":"quick","game":"jungle","name":"Аня","secret":"` + testSecret + `"}`,
		`{"v":1,"t":"quick","game":"jungle","secret":"` + testSecret[:63] + `"}`,
		`{"v":1,"t":"quick","game":"jungle","secret":"` + strings.ToUpper(testSecret) + `"}`,
		`{"v":1,"t":"join","code":"AB23CD","secret":"` + testSecret + `"}`,
		`{"v":1,"t":"quick","game":"jungle","rating":2900}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, frame []byte) {
		r, err := DecodeRequest(frame)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Code == "" {
				t.Fatalf("error without a code: %v", err)
			}
			return
		}
		if r.V != Version || (NeedsID(r.T) && r.ID == 0) || (r.Secret != "" && (r.T != TQuick || !ValidSecret(r.Secret))) {
			t.Fatalf("accepted an invalid request %+v", r)
		}
		b, err := EncodeRequest(r)
		if err != nil {
			t.Fatal(err)
		}
		again, err := DecodeRequest(b)
		if err != nil || again != r {
			t.Fatalf("re-encoded %s: %+v %v", b, again, err)
		}
	})
}

// NameRune is the rule ValidName applies to each character: letters of
// any script, digits, punctuation and the plain space pass; control,
// formatting and other spaces do not.
func TestNameRune(t *testing.T) {
	for _, r := range "Aяё7 -_.'!Ωß" {
		if !NameRune(r) {
			t.Errorf("%q refused", r)
		}
	}
	for _, r := range []rune{'\n', '\t', 0, 0x7f, 0x200b, 0x200d, 0x202e, 0x2066, 0xfeff, 0x00a0, 0x2028, 0xfffd} {
		if NameRune(r) {
			t.Errorf("%U allowed", r)
		}
	}
	if !ValidName("Маша Иванова") || ValidName("Маша\u200dИванова") {
		t.Error("ValidName does not follow NameRune")
	}
}

// A guest name reads back as its number; nothing else is a guest name.
func TestGuestName(t *testing.T) {
	for _, n := range []int{0, 7, 482, 9999} {
		if got, ok := GuestNumber(GuestName(n)); !ok || got != n || !ValidName(GuestName(n)) {
			t.Errorf("%d: %q reads as %d, %v", n, GuestName(n), got, ok)
		}
	}
	for _, s := range []string{"Guest 123", "Guest 12345", "guest 1234", "Guest 12a4", "Guest ١٢٣٤", "Гость 1234", "Guest  1234", ""} {
		if _, ok := GuestNumber(s); ok {
			t.Errorf("%q is a guest name", s)
		}
	}
}

// The keys DecodeRequest accepts are exactly the fields of a Request as
// their tags spell them: json.Unmarshal, which reads it, meets no other.
func TestRequestKeysAreTheFields(t *testing.T) {
	fields := map[string]bool{}
	rt := reflect.TypeFor[Request]()
	for i := range rt.NumField() {
		name, _, _ := strings.Cut(rt.Field(i).Tag.Get("json"), ",")
		fields[name] = true
	}
	if !maps.Equal(fields, requestKeys) {
		t.Fatalf("a Request's fields %v, the accepted keys %v", fields, requestKeys)
	}
}
