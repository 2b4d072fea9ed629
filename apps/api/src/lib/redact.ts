const SECRET_FIELD = /pass(word)?|token|secret|hash|authorization|cookie/i;

/** Whether a field holds a secret: never shown, and never written back from the trail (it holds no value). */
export const isSecretField = (key: string) => SECRET_FIELD.test(key);

/** Copies a record with every secret-looking field replaced, for logs and the audit trail. */
export function redactSecrets(record: Record<string, unknown> | null | undefined) {
  if (!record) return null;
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, isSecretField(key) ? '[redacted]' : value]),
  );
}

export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.user_password',
  '*.password_confirmation',
  '*.passwordHash',
  '*.password_hash',
  '*.access_token',
  '*.token',
];
