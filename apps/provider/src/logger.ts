import { pino, type DestinationStream, type Logger } from 'pino'

export type { Logger }

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, base: { service: 'provider' } }, destination)
}
