import type { CSSProperties } from 'react';
import { resolveMediaUrl } from '@/lib/media';
import classes from './user-avatar.module.css';

/** The first letters of a name's first two words, as Mantine's Avatar shows a name. */
const initialsOf = (name: string) =>
  name
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();

/**
 * A user's photo, or the initials on the theme's blue, drawn as Mantine's Avatar (filled, round) draws them: the
 * header's avatar and one per row of the users list, which load no Avatar code for it. `alt` names the photo
 * (or the initials) for screen readers; without it the avatar is decoration beside the name.
 */
export function UserAvatar({
  photo,
  name,
  alt,
  size = 34,
}: {
  photo: string | null | undefined;
  name: string;
  alt?: string;
  size?: number;
}) {
  const style = size === 34 ? undefined : ({ '--avatar-size': `${size}px` } as CSSProperties);
  if (photo)
    return <img className={classes.avatar} style={style} src={resolveMediaUrl(photo)} alt={alt ?? ''} />;
  return alt ? (
    <span className={classes.avatar} style={style} role="img" aria-label={alt}>
      {initialsOf(name)}
    </span>
  ) : (
    <span className={classes.avatar} style={style} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
