// The showcase embed's only JavaScript, inline (allowed by its hash), as the page hydrates no
// React: a transcript time (components/media/transcript.tsx) is a media-fragment link to the
// video file (#t=), which works without JavaScript by opening the file at that moment; with it, a
// plain click (or Enter) seeks the page's own player there instead and plays, as the
// transcript's own handler does on the site's React pages. The page's own address may name a
// moment the same way (`#t=12.5`: site search links the second a word is spoken); the server
// never sees a fragment, so the script starts the player there.
export const VIDEO_ID = 'showcase-video'

export const SEEK_SCRIPT = `(function(){var m=/^#t=(\\d+(?:\\.\\d+)?)$/.exec(location.hash),v=document.getElementById('${VIDEO_ID}');if(m&&v)v.currentTime=Number(m[1])})();document.addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a[data-seek]'),v=document.getElementById('${VIDEO_ID}');if(!a||!v||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;e.preventDefault();v.currentTime=Number(a.dataset.seek);v.focus();v.play().catch(function(){})})`
