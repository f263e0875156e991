/**
 * The kit animates its popups, sheets, masks and picker wheels in JavaScript (react-spring), which no CSS
 * media query reaches: `reduceMotion` makes them land at once, for a device that asks for reduced motion
 * (WCAG 2.3.3). Its own module, so the spring library loads only when it is asked for; call it before
 * anything of the kit mounts (main.tsx says why).
 */
export { reduceMotion } from 'antd-mobile';
