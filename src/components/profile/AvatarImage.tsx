/** A user's avatar picture, square, its name as the alternative text. */
import type { Avatar } from '../../domain/entities/user';

/** Props of {@link AvatarImage}. */
export type AvatarImageProps = { avatar: Avatar; sizePx: number };

/** The picture. */
export function AvatarImage({ avatar, sizePx }: AvatarImageProps) {
  return (
    <img
      className="avatar"
      src={avatar.url}
      alt={avatar.name}
      width={sizePx}
      height={sizePx}
      loading="lazy"
      data-avatar-id={avatar.id}
    />
  );
}
