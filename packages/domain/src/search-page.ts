/**
 * The search page's address. Built in the domain, not with the web's typed href(): the shell
 * (the header's and footer's search links, the search overlay's form, the site's SearchAction)
 * links it and the domain may not import React Router (apps/web/app/routes.test.ts checks it
 * names the route table's /search). A module of its own, so that the shell that links the page
 * carries this one constant, not the search rules beside it.
 */
export const SEARCH_PAGE_PATH = '/search'
