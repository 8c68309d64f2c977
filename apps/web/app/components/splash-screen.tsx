import { useEffect, useRef, useState } from 'react'

import { SPLASH_FOCUS_DELAY_MS } from '@fieldhouse/domain/splash'
import { getYouTubeAddresses, getYouTubeVideoId } from '@fieldhouse/domain/splash-video'
import type { Splash } from '@fieldhouse/provider-client/splash'

import { ProviderHtml } from './provider-html'
import { SmartLink } from './smart-link'
import { Icon } from './ui/icon'
import { SPLASH_SIZES } from './ui/image-sizes'
import { Picture } from './ui/picture'

// SPEC.md 9: the splash sits above everything else on the page.
const SPLASH_Z_INDEX = 10000

export type SplashChoice = 'continue' | 'permanent'

type SplashScreenProps = {
  splash: Splash
  /** On the /splash route the title is the page's h1; over another page it is a dialog's h2. */
  isPage: boolean
  onClose: (choice: SplashChoice) => void
  /** Above the splash, inside it: the preview band of /hidden/splash/{id}. */
  banner?: React.ReactNode
}

// SPEC.md 2.4 and 4 "Splash screen": 'Continue to Home' and 'Skip Permanently', Escape closes,
// focus moves to the screen 1.5 s after it appears, optional html under the main content. Both
// buttons are links home, so they still lead somewhere without JavaScript.
export function SplashScreen({ splash, isPage, onClose, banner }: SplashScreenProps) {
  const screen = useRef<HTMLDivElement>(null)
  const Heading = isPage ? 'h1' : 'h2'

  useEffect(() => {
    const timer = setTimeout(() => screen.current?.focus(), SPLASH_FOCUS_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  const choose = (choice: SplashChoice) => (event: React.MouseEvent) => {
    event.preventDefault()
    onClose(choice)
  }

  const videoId = getYouTubeVideoId(splash.video?.youTube)
  const picture = (
    <Picture
      images={splash.images}
      // Under a video's play button the picture is its poster: the button names it.
      alt={videoId ? '' : splash.images[0]?.alt || splash.title}
      width={1280}
      height={720}
      sizes={SPLASH_SIZES}
      priority
      // The provider's image entries carry no sizes, and the picture for small screens is
      // usually a portrait one: the box is fixed by CSS (portrait, at most 60 % of the screen's
      // height, so the buttons stay in view; 16:9 from lg, the seed's desktop breakpoint) and
      // the picture is cropped into it, so nothing moves when it loads (CLS was 0.37 at 412 px).
      className="aspect-[3/4] h-auto max-h-[60svh] w-full object-cover lg:aspect-video lg:max-h-none"
    />
  )
  return (
    <div
      ref={screen}
      role={isPage ? undefined : 'dialog'}
      aria-modal={isPage ? undefined : true}
      aria-labelledby={`splash-title-${splash.id}`}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose('continue')
      }}
      style={{
        backgroundColor: splash.backgroundColor,
        color: splash.foregroundColor,
        zIndex: SPLASH_Z_INDEX,
      }}
      className="fixed inset-0 overflow-y-auto"
    >
      {banner}
      <div className="mx-auto flex min-h-full max-w-5xl flex-col justify-center gap-6 px-4 py-10">
        <Heading
          id={`splash-title-${splash.id}`}
          className="font-display text-3xl font-black uppercase md:text-5xl"
        >
          {splash.title}
        </Heading>
        {videoId ? (
          <SplashVideo id={videoId} title={splash.title} poster={picture} />
        ) : splash.link ? (
          <SmartLink url={splash.link} onClick={() => reportClick(splash.id)}>
            {picture}
          </SmartLink>
        ) : (
          picture
        )}
        <div className="flex flex-wrap gap-3">
          <a
            href="/"
            onClick={choose('continue')}
            className="inline-flex min-h-11 items-center rounded-sm bg-white px-5 font-bold uppercase text-black"
          >
            Continue to Home
          </a>
          <a
            href="/"
            onClick={choose('permanent')}
            className="inline-flex min-h-11 items-center rounded-sm border-2 border-current px-5 font-bold uppercase"
          >
            Skip Permanently
          </a>
          {videoId && splash.link ? (
            <SmartLink
              url={splash.link}
              onClick={() => reportClick(splash.id)}
              className="inline-flex min-h-11 items-center rounded-sm border-2 border-current px-5 font-bold uppercase"
            >
              {/* Read out, and read by search engines, as where the link leads (WCAG 2.4.4). */}
              Learn more <span className="sr-only">about {splash.title}</span>
            </SmartLink>
          ) : null}
        </div>
        {splash.html ? <ProviderHtml html={splash.html} /> : null}
      </div>
    </div>
  )
}

// SPEC.md 3 Splash video, as a facade: the splash's own picture with a play button, a link to
// the video on YouTube. Nothing is asked of YouTube until the visitor plays it; then the player
// comes from YouTube's privacy-enhanced host, which the Content-Security-Policy's frame-src must
// name (CSP_FRAME_ORIGINS=https://www.youtube-nocookie.com). Where it does not, the browser
// blocks the frame and reports it: the link to YouTube comes back, saying why. Without
// JavaScript the link simply opens the video on YouTube.
function SplashVideo({
  id,
  title,
  poster,
}: {
  id: string
  title: string
  poster: React.ReactNode
}) {
  const [state, setState] = useState<'poster' | 'playing' | 'blocked'>('poster')
  const frame = useRef<HTMLIFrameElement>(null)
  const { embed, watch } = getYouTubeAddresses(id)

  useEffect(() => {
    if (state !== 'playing') return
    frame.current?.focus()
    const handleViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI.startsWith(new URL(embed).origin)) setState('blocked')
    }
    document.addEventListener('securitypolicyviolation', handleViolation)
    return () => document.removeEventListener('securitypolicyviolation', handleViolation)
  }, [state, embed])

  if (state === 'playing') {
    return (
      <div className="relative aspect-video w-full bg-black">
        <iframe
          ref={frame}
          src={embed}
          title={`Video: ${title}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          className="absolute inset-0 size-full"
        />
      </div>
    )
  }
  return (
    <div>
      <a
        href={watch}
        onClick={(event) => {
          if (state === 'blocked') return
          event.preventDefault()
          setState('playing')
        }}
        className="group relative block"
      >
        {poster}
        <span className="absolute inset-0 grid place-items-center">
          <span className="grid size-20 place-items-center rounded-full bg-black/80 text-white ring-2 ring-white group-hover:bg-black">
            <Icon name="play" className="size-10" />
          </span>
        </span>
        <span className="sr-only">
          {state === 'blocked'
            ? `Watch the video on YouTube: ${title}`
            : `Play the video: ${title}`}
        </span>
      </a>
      {state === 'blocked' ? (
        <p role="status" className="mt-2">
          The video cannot play on this page. Select it to watch on YouTube.
        </p>
      ) : null}
    </div>
  )
}

function reportClick(splashId: number) {
  navigator.sendBeacon(`/splash/click/${splashId}`)
}
