/** The privilege matrix's one query and its path. */
export const privilegeKeys = { matrix: ['privileges', 'matrix'] as const };
export const privilegePaths = { matrix: '/privileges/matrix', viewAs: '/privileges/view-as' };
