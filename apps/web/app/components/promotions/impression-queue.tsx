import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react'

import { IMPRESSION_BATCH_DELAY_MS, collectCampaignIds } from '@fieldhouse/domain/promotions'

type QueueImpressions = (ids: number[]) => void

const ImpressionContext = createContext<QueueImpressions>(() => {})

// SPEC.md 7: the ids of every campaign shown are collected and sent once, batched after
// 2 000 ms of quiet. A failed send keeps the queue for the next batch (SPEC.md 8).
export function useImpressionQueue(): {
  queue: QueueImpressions
  Provider: typeof ImpressionContext.Provider
} {
  const pending = useRef(new Set<number>())
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const flush = useCallback(async () => {
    const ids = [...pending.current]
    if (ids.length === 0) return
    pending.current.clear()
    const body = new URLSearchParams({ adIds: ids.join(',') })
    const isSent = await fetch('/promotions/impressions', { method: 'POST', body }).then(
      (response) => response.ok,
      () => false,
    )
    if (!isSent) {
      for (const id of ids) pending.current.add(id)
      console.warn('Impression counting failed; the queue is kept for the next batch')
    }
  }, [])

  const queue = useCallback(
    (ids: number[]) => {
      for (const id of ids) pending.current.add(id)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => void flush(), IMPRESSION_BATCH_DELAY_MS)
    },
    [flush],
  )

  useEffect(() => () => clearTimeout(timer.current), [])
  return useMemo(() => ({ queue, Provider: ImpressionContext.Provider }), [queue])
}

// Counts the campaigns of a promotion once it is on screen (after hydration).
export function useCountImpressions(promotion: { campaigns: { id: number }[] } | null) {
  const queue = useContext(ImpressionContext)
  useEffect(() => {
    if (promotion) queue(collectCampaignIds([promotion]))
  }, [promotion, queue])
}
