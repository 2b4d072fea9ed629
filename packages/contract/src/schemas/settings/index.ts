/**
 * Site settings (issue 14, namespace `settings`): typed groups, each validated by its schema here on both
 * sides and saved on its own with its `version`.
 *
 * HTTP:
 *   GET   /api/settings                              → SettingsState (every group with its version)
 *   PUT   /api/settings/{group}                      { version, values }           → SettingsGroupState (409 + current when stale)
 *   PATCH /api/settings/{group}                      { version, values: partial }  → SettingsGroupState
 *   GET   /api/settings/runtime                      → RuntimeConfiguration (ADMIN: settings read; never a secret)
 *   GET   /api/settings/forms                        → FormSettings (any signed-in user: what the user and ad forms follow)
 *   GET   /api/public/settings?lang=xx               (no token) → PublicSettings: only PUBLIC_SETTINGS_GROUPS
 * A group's history and restore are the record history's: /api/audit/history/settings/{id}.
 */
export * from './constants.ts';
export * from './groups.ts';
export * from './state.ts';
export * from './environment.ts';
