import { SchoolLabel } from './SchoolLabel';

/** The current school; becomes the school switcher of SPEC §4 (issue 4). */
export function SchoolSwitcher() {
  return <SchoolLabel />;
}
