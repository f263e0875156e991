// The kit's dialog and toast, behind lazy-popups.ts: imported only through import() there.
export { Dialog, Toast } from 'antd-mobile';
