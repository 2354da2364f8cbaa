/** Limits of posts that the web app needs without zod (the schemas themselves load on first validation there). */

/** the largest picture a post may carry, in bytes */
export const POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** replies per page of a topic: the page reads them so, and a message about a reply links to the page it is on */
export const REPLY_PAGE_SIZE = 20;
