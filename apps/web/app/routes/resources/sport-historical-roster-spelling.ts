// /sports/{slug}/historicalroster: the same permanent move as /historicalroster (a route of its
// own because each route's id is its file).
export { loader } from './historical-roster-spelling'
