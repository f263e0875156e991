import {
  ClockCircleOutline,
  ExclamationCircleOutline,
  FileOutline,
  LoopOutline,
  SearchOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import type { SpotKind } from './spot-kind';

/** The kit's glyphs of the spot illustrations; the offline one is drawn in spot-art.tsx itself. */
export const KIT_GLYPHS: Record<Exclude<SpotKind, 'network'>, ReactNode> = {
  busy: <ClockCircleOutline />,
  error: <ExclamationCircleOutline />,
  'not-found': <SearchOutline />,
  reload: <LoopOutline />,
  empty: <FileOutline />,
};
