import type { User, UserCreateBody } from '@coachyard/contract';
import type { ApiResponse } from '@/lib/api-client';
import { usePatchMe, users } from '../api/resources';

/** Whose form it is: a new user, another user, or one's own account (DESIGN §4: /users/me). */
export type UserFormTarget = { kind: 'create' } | { kind: 'update'; id: string } | { kind: 'own' };

export interface UserSave {
  /** POST, PUT or PATCH /users/me with the form's body; `version` for an existing user. */
  save: (body: UserCreateBody, version?: number) => Promise<ApiResponse<User>>;
  /** PATCH the saved user's profile_picture (an upload key, or null to remove it). */
  savePicture: (user: User, picture: string | null) => Promise<ApiResponse<User>>;
}

/** The calls of the form's target; every hook runs, one set is used (mutations do nothing until called). */
export function useUserSave(target: UserFormTarget): UserSave {
  const create = users.useCreate({});
  const update = users.useUpdate({}, target.kind === 'update' ? target.id : '');
  const patchUser = users.usePatch({});
  const patchMe = usePatchMe();
  if (target.kind === 'own') {
    return {
      save: (body, version = 0) => patchMe.mutateAsync({ ...body, version }),
      savePicture: (user, picture) =>
        patchMe.mutateAsync({ profile_picture: picture, version: user.version }),
    };
  }
  return {
    save: (body, version = 0) =>
      target.kind === 'update' ? update.mutateAsync({ ...body, version }) : create.mutateAsync(body),
    savePicture: (user, picture) =>
      patchUser.mutateAsync({ id: user.id, body: { profile_picture: picture, version: user.version } }),
  };
}
