/** The name a list shows: a dealer's branch name, else first and last name. */
export const userDisplayName = (user: { role: string; first_name: string; last_name: string | null }) =>
  user.role === 'DEALER' || !user.last_name ? user.first_name : `${user.first_name} ${user.last_name}`;
