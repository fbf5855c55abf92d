import { createSigner, createVerifier, TokenError } from 'fast-jwt';

export interface SessionClaims {
  sub: string;
  sid: string;
  ver: number;
}

/** HS256 only, `exp` required and enforced. */
export function jwtService(secret: string, ttlSeconds: number) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verify = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'sub', 'sid'],
    clockTolerance: 0,
    // Every request of a signed-in console carries the same token: its signature is checked once, then the
    // token is found by its hash. An entry never outlives the token's `exp`.
    cache: 1000,
  });
  return {
    ttlSeconds,
    sign: (claims: SessionClaims) => sign({ ...claims }),
    /** Returns the claims, 'expired', or 'invalid'. */
    verify(token: string): SessionClaims | 'expired' | 'invalid' {
      try {
        const payload = verify(token) as Partial<SessionClaims> & { exp?: number };
        if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string' || typeof payload.ver !== 'number') {
          return 'invalid';
        }
        return { sub: payload.sub, sid: payload.sid, ver: payload.ver };
      } catch (err) {
        if (err instanceof TokenError && err.code === TokenError.codes.expired) return 'expired';
        return 'invalid';
      }
    },
  };
}
export type JwtService = ReturnType<typeof jwtService>;
