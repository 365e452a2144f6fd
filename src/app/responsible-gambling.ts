import { RESPONSIBLE_GAMBLING_SLUG } from '../config/constants';

/** The locale's responsible-gambling page, where a "no" at the age gate leads (product §4). */
export function responsibleGamblingHref(directory: string): string {
  return `${directory ? `/${directory}` : ''}/${RESPONSIBLE_GAMBLING_SLUG}`;
}
