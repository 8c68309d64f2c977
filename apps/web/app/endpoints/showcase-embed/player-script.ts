// The showcase embed's only JavaScript, inline (allowed by its hash), as the page hydrates no
// React. Without it the page still works: the video has the browser's own controls, and a
// transcript time (components/media/transcript.tsx) is a media-fragment link to the video file
// (#t=) that opens the file at that moment. With it:
// - a plain click (or Enter) on a transcript time seeks the page's own player there and plays,
//   as the transcript's own handler does on the site's React pages;
// - a moment in the page's own address (`#t=12.5`: site search links the second a word is
//   spoken) starts the player there (the server never sees a fragment);
// - `autoplay` (always muted) is not followed for a visitor who asked for reduced motion;
// - `controls=false` (SPEC 2.1) takes the browser's controls away for the player's own bar,
//   a Play/Pause button and, with captions, a Captions switch, so a video without the browser's
//   chrome can still be paused and followed (WCAG 2.2.2, 1.2.2).
export const VIDEO_ID = 'showcase-video'

const START_AT_MOMENT = `var m=/^#t=(\\d+(?:\\.\\d+)?)$/.exec(location.hash),v=document.getElementById('${VIDEO_ID}');if(m&&v)v.currentTime=Number(m[1]);if(v&&v.autoplay&&matchMedia('(prefers-reduced-motion: reduce)').matches){v.autoplay=false;v.pause()}`

const OWN_CONTROLS = `var bar=document.getElementById('player-bar');if(v&&bar&&v.hasAttribute('data-own-controls')){v.removeAttribute('controls');bar.hidden=false;var p=bar.querySelector('[data-play]'),c=bar.querySelector('[data-captions]'),sync=function(){p.textContent=v.paused?'Play':'Pause'};v.addEventListener('play',sync);v.addEventListener('pause',sync);sync();p.addEventListener('click',function(){if(v.paused)v.play().catch(function(){});else v.pause()});if(c)c.addEventListener('click',function(){var on=c.getAttribute('aria-pressed')!=='true';[].forEach.call(v.textTracks,function(t){if(t.kind==='captions')t.mode=on?'showing':'hidden'});c.setAttribute('aria-pressed',String(on))})}`

const SEEK_ON_CLICK = `document.addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a[data-seek]'),v=document.getElementById('${VIDEO_ID}');if(!a||!v||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;e.preventDefault();v.currentTime=Number(a.dataset.seek);v.focus();v.play().catch(function(){})})`

export const PLAYER_SCRIPT = `(function(){${START_AT_MOMENT}${OWN_CONTROLS}})();${SEEK_ON_CLICK}`
