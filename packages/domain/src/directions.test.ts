import { expect, test } from 'vitest'
import { getDirectionsUrl } from './directions'

const base = 'https://www.google.com/maps/dir/?api=1&destination='

test.each([
  ['1 Stadium Way, Lakeside, OH 44101', `${base}1%20Stadium%20Way%2C%20Lakeside%2C%20OH%2044101`],
  ['  1 Stadium Way\n  Lakeside  ', `${base}1%20Stadium%20Way%20Lakeside`],
  ['Gate A & B #3', `${base}Gate%20A%20%26%20B%20%233`],
  ['Müllerstraße 5', `${base}M%C3%BCllerstra%C3%9Fe%205`],
  ['', null],
  ['   \n\t', null],
])('getDirectionsUrl(%j) is %j', (address, expected) => {
  expect(getDirectionsUrl(address)).toBe(expected)
})
