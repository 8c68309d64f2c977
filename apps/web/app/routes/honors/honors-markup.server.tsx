import { renderToStaticMarkup } from 'react-dom/server'

import { AllAmericanView, AllAmericansListView } from './all-americans-views'
import { AwardView, AwardsListView } from './awards-views'
import { HallOfFameView, InducteeView } from './hall-of-fame-views'

// The honors screens' bodies as HTML (decision 017), made once per render on the server, so
// none of their components is in the browser's JavaScript.

type Props<T extends (props: never) => unknown> = Parameters<T>[0]

export const renderAwardsList = (props: Props<typeof AwardsListView>) =>
  renderToStaticMarkup(<AwardsListView {...props} />)
export const renderAward = (props: Props<typeof AwardView>) =>
  renderToStaticMarkup(<AwardView {...props} />)
export const renderAllAmericansList = (props: Props<typeof AllAmericansListView>) =>
  renderToStaticMarkup(<AllAmericansListView {...props} />)
export const renderAllAmerican = (props: Props<typeof AllAmericanView>) =>
  renderToStaticMarkup(<AllAmericanView {...props} />)
export const renderHallOfFame = (props: Props<typeof HallOfFameView>) =>
  renderToStaticMarkup(<HallOfFameView {...props} />)
export const renderInductee = (props: Props<typeof InducteeView>) =>
  renderToStaticMarkup(<InducteeView {...props} />)
