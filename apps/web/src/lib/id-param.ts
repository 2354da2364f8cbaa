import { isId } from '@golf/shared/schemas/id-values';

/**
 * A page's id from its link (`?id=`, `?groupId=`): the value when it can be an id, '' when it is absent or mangled (a
 * link cut short or mistyped, or a number too large). A page sends no request for '' and shows its "not found" state.
 */
export const idParam = (value: string | null | undefined): string => (value && isId(value) ? value : '');
