import { z } from 'zod'

// Own design: the real provider's error bodies are not evidenced, only its status codes.
export const ErrorEnvelopeSchema = z.object({
  error: z.object({
    status: z.number().int(),
    message: z.string(),
    requestId: z.string(),
  }),
})

export type ErrorResponse = z.infer<typeof ErrorEnvelopeSchema>
