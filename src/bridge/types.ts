/** How a page wants the native navigation bar drawn (spec section 2). */
export interface NavBarConfig {
  title: string;
  textColor?: string;
  backgroundColor?: string;
  backgroundImage?: string;
  shadow?: boolean;
  showBack?: boolean;
  actions?: Array<{ id: string; text: string }>;
  /** Content runs under a transparent bar. */
  immersive?: boolean;
  statusBarStyle?: 'light' | 'dark';
}

export interface DeviceInfo {
  locale: string;
  /** True when the page runs inside the bank app. */
  inApp: boolean;
  deviceId: string;
  machineInfo: string;
}

/** Bridge results: status 1 success, 0 failure (spec section 4). */
export interface BridgeResult<T = unknown> {
  status: 0 | 1;
  data?: T;
}

/** The one interface the app calls; it never asks whether the native app or the stand-in answers. */
export interface Bridge {
  getDeviceInfo(): Promise<DeviceInfo>;
  setNavBar(config: NavBarConfig): void;
  /** The bar's back button; answers an unsubscribe function. */
  onBack(handler: () => void): () => void;
  onAction(handler: (id: string) => void): () => void;
  /** Open the bank app at a page, or its download page when it is not installed. */
  openApp(target?: string): Promise<BridgeResult>;
  /** Close the web view (leave the product). */
  close(): void;
  /** Ask for the camera; status 0 when the user has turned camera access off. */
  requestCamera(): Promise<BridgeResult<{ granted: boolean }>>;
  /** Open the phone's settings for this app (after camera access was refused). */
  openSettings(): Promise<BridgeResult>;
}
