import { z } from 'zod'

// Staff sign-in (own design: the real provider's authentication is not evidenced). A session is
// an opaque bearer token sent as `Authorization: Bearer <token>` on /Auth/session, /Auth/signout
// and every /Hidden/... call.

// The limits are part of the contract: RFC 5321 caps an address at 254 characters, and a
// password is capped so the provider never spends a hash on a megabyte of input.
export const MAX_EMAIL_LENGTH = 254
export const MAX_PASSWORD_LENGTH = 1024

// POST /Auth/signin body.
export const SignInRequestSchema = z.object({
  email: z.string().trim().min(1).max(MAX_EMAIL_LENGTH),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
})

export const StaffUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  displayName: z.string(),
})

// An instant in UTC, e.g. "2026-09-10T22:00:00.000Z".
const UtcInstantSchema = z.iso.datetime()

// POST /Auth/signin, 200. `token`: 32 random bytes, base64url (43 characters).
export const SignInResponseSchema = z.object({
  token: z.string().min(1),
  expiresAt: UtcInstantSchema,
  user: StaffUserSchema,
})

// GET /Auth/session, 200.
export const StaffSessionResponseSchema = z.object({
  user: StaffUserSchema,
  expiresAt: UtcInstantSchema,
})

// The 401 body of /Auth/signin ("Incorrect e-mail or password."), /Auth/session and /Hidden/...
// ("Sign-in required"). Other failures use the error envelope (errors.ts).
export const AuthErrorSchema = z.object({ message: z.string() })

export type SignInRequest = z.infer<typeof SignInRequestSchema>
export type StaffUserResource = z.infer<typeof StaffUserSchema>
export type SignInResponse = z.infer<typeof SignInResponseSchema>
export type StaffSessionResponse = z.infer<typeof StaffSessionResponseSchema>
export type AuthErrorResponse = z.infer<typeof AuthErrorSchema>
