/** SQL of used human-check nonces: each is kept until it expires, so it cannot pass twice. */
import type { Queryable } from '../../db/client.js';

export function createNonceRepository(db: Queryable) {
  return {
    /** Records a nonce; false when it was already used. */
    async use(nonce: string, expiresAt: Date, tx: Queryable = db): Promise<boolean> {
      const { rows } = await tx.query(
        `INSERT INTO human_check_nonces (nonce, expires_at) VALUES ($1, $2)
         ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
        [nonce, expiresAt],
      );
      return rows.length > 0;
    },

    async deleteExpired(at: Date, tx: Queryable = db): Promise<void> {
      await tx.query('DELETE FROM human_check_nonces WHERE expires_at < $1', [at]);
    },
  };
}
