import { ErrorCode } from '@golf/shared/envelope';
import { AppError } from '../../lib/errors';

/** 401 40101: the only 401 after which the web client stays on the form instead of logging out. */
export const wrongCredentials = () => new AppError(401, ErrorCode.wrongCredentials, 'errors.wrongCredentials');
/** 403 40102: the web offers to resend the activation mail. */
export const notActivated = () => new AppError(403, ErrorCode.notActivated, 'errors.notActivated');
/** 403 40103 */
export const accountDisabled = () => new AppError(403, ErrorCode.accountDisabled, 'errors.accountDisabled');
/** 404 50100 */
export const googleNotConfigured = () => new AppError(404, ErrorCode.notConfigured, 'errors.googleNotConfigured');
