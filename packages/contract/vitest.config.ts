import { defineProject } from 'vitest/config';

export default defineProject({
  // The tests read messages in every language, as the API does.
  test: { name: 'contract', include: ['src/**/*.test.ts'], setupFiles: ['src/messages/all.ts'] },
});
