/**
 * The subject and session epoch of a token (http/access-token.ts). Whether that epoch is still the account's is the
 * live-account check's question (live-users.ts), asked on every request: this cache only skips the HMAC.
 */
export interface VerifiedClaims {
  sub: string;
  epoch: number;
}

/**
 * Access tokens that already passed full verification, with their subject and expiry. A client sends the same
 * token with every request for its 15 minutes; checking its HMAC again each time was the largest single cost of an
 * authenticated read (WebCrypto runs it as an async job on the thread pool). Only verified tokens enter, so a
 * stream of forged ones cannot fill it, and a hit is still refused once the token's `exp` has passed.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, { claims: VerifiedClaims; exp: number }>();

  constructor(private readonly max = 10_000) {}

  /** The claims of a token verified before and not expired at `nowSeconds`. */
  get(token: string, nowSeconds: number): VerifiedClaims | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.exp > nowSeconds) return entry.claims;
    this.entries.delete(token);
    return undefined;
  }

  add(token: string, claims: VerifiedClaims, exp: number): void {
    // Oldest first out: a Map iterates in insertion order, so memory stays bounded without a timer.
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { claims, exp });
  }
}
