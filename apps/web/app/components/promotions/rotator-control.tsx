import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation } from 'react-router'

// SPEC.md 9: whether the page has a rotator is checked 2 s after a route change; the
// "playing" message hides 1 s after resume.
const ROTATOR_CHECK_DELAY_MS = 2000
const PLAY_MESSAGE_HIDE_MS = 1000

type RotatorControl = {
  isPaused: boolean
  /** Bumped by the page-wide control: rotators go back to their first slide when it changes. */
  resetCount: number
  register: () => () => void
}

const RotatorContext = createContext<RotatorControl>({
  isPaused: false,
  resetCount: 0,
  register: () => () => {},
})

export function useRotatorControl(): RotatorControl {
  return useContext(RotatorContext)
}

type RotatorState = { hasRotator: boolean; isPaused: boolean; message: string | null }

// SPEC.md 4 "Rotator": the page-wide control toggles every rotator, resets them to the first
// slide and announces paused or playing; "playing" is hidden about a second after resume.
// Whether the page has a rotator is checked 2 seconds after each route change.
export function useRotatorRegistry() {
  const count = useRef(0)
  const [state, setState] = useState<RotatorState>({
    hasRotator: false,
    isPaused: false,
    message: null,
  })
  const [resetCount, setResetCount] = useState(0)
  const location = useLocation()

  useEffect(() => {
    const timer = setTimeout(
      () => setState((current) => ({ ...current, hasRotator: count.current > 0 })),
      ROTATOR_CHECK_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [location.pathname])

  useEffect(() => {
    if (state.isPaused || !state.message) return
    const timer = setTimeout(
      () => setState((current) => ({ ...current, message: null })),
      PLAY_MESSAGE_HIDE_MS,
    )
    return () => clearTimeout(timer)
  }, [state.isPaused, state.message])

  const register = useCallback(() => {
    count.current += 1
    return () => {
      count.current -= 1
    }
  }, [])

  const toggleAll = useCallback(() => {
    setResetCount((value) => value + 1)
    setState((current) => ({
      ...current,
      isPaused: !current.isPaused,
      message: current.isPaused ? 'Rotators playing' : 'Rotators paused',
    }))
  }, [])

  const control = useMemo(
    () => ({ isPaused: state.isPaused, resetCount, register }),
    [state.isPaused, resetCount, register],
  )
  return { ...state, control, toggleAll }
}

export const RotatorProvider = RotatorContext.Provider
