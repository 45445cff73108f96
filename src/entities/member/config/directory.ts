/** SPEC section 9: the directory shows 20 members a page, and search results stay cached 5 minutes. */
export const DIRECTORY_PAGE_SIZE = 20;
export const DIRECTORY_CACHE_SECONDS = 300;
