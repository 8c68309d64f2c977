// Cookies the browser decides on its own (splash and takeover memory). They never change the
// server's markup, so cached pages stay shared (DESIGN.md "A request").

export function hasCookie(name: string): boolean {
  return document.cookie.split('; ').some((pair) => pair.startsWith(`${encodeURIComponent(name)}=`))
}

export function setCookie(name: string, value: string, expires: Date): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Expires=${expires.toUTCString()}; Path=/; SameSite=Lax${secure}`
}
