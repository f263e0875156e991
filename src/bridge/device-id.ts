const KEY = 'paylater.deviceId';

/** A stable id for this browser, as a native app would give its device. */
export function browserDeviceId(): string {
  try {
    const existing = localStorage.getItem(KEY);
    if (existing) return existing;
    const id = 'WEB' + crypto.randomUUID().replace(/-/g, '').slice(0, 24).toUpperCase();
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    return 'WEB-NO-STORAGE';
  }
}
