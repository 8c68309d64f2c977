// The provider's wire dates are local times without offset ("2026-09-10T18:00:00"); stored
// dates use the same format so they compare correctly as strings.
export function toWireDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  )
}
