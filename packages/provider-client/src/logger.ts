/** The subset of pino's API the client uses, so a pino logger can be passed as is. */
export type Logger = {
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

export const consoleLogger: Logger = {
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
}
