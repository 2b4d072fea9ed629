/**
 * Site settings (issue 14, namespace `settings`): typed groups, each validated by its schema here on both
 * sides and saved on its own with its `version`.
 *
 * HTTP:
 *   GET   /api/settings                              → SettingsState (every group with its version)
 *   PUT   /api/settings/{group}                      { version, values }           → SettingsGroupState (409 + current when stale)
 *   PATCH /api/settings/{group}                      { version, values: partial }  → SettingsGroupState
 *   GET   /api/settings/{group}/history              → SettingsHistoryEntry[] (newest first, with a readable diff)
 *   POST  /api/settings/{group}/history/{n}/restore  { version } → SettingsGroupState (version n's values as a new version)
 *   GET   /api/settings/runtime                      → RuntimeConfiguration (ADMIN: settings read; never a secret)
 *   GET   /api/settings/forms                        → FormSettings (any signed-in user: what the user and ad forms follow)
 *   GET   /api/public/settings?lang=xx               (no token) → PublicSettings: only PUBLIC_SETTINGS_GROUPS
 */
export * from './groups.ts';
export * from './state.ts';
export * from './environment.ts';
