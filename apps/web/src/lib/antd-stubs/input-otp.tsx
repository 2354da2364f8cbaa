import type { ComponentType } from 'react';
import { whenShown } from './when-shown';

/**
 * antd's Input carries Input.OTP (the one-time-code boxes, with their styles) on every page with an input; the app
 * asks for no such code: this loads it when one first shows (trims.ts).
 */
export default whenShown(() => import('antd/es/input/OTP') as Promise<{ default: ComponentType<object> }>);
