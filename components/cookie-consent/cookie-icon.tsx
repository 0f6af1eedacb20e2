/** A cookie with a bite taken out; decorative (the button carries the name). */
export function CookieIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M21 12.6A9 9 0 1 1 11.4 3a3.5 3.5 0 0 0 4.1 4.1 3.5 3.5 0 0 0 5.5 5.5z" />
      <circle cx="8.5" cy="9.5" r="1" fill="currentColor" />
      <circle cx="8" cy="15" r="1" fill="currentColor" />
      <circle cx="13" cy="13" r="1" fill="currentColor" />
      <circle cx="15.5" cy="17" r="1" fill="currentColor" />
    </svg>
  );
}
