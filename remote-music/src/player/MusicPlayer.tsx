export default function MusicPlayer() {
  return <div className="music-player">Music player</div>;
}
