#!/usr/bin/env python3
"""Times `strut watch` from a save to the page being told: a 100-view scene saved as editors
save (a new file renamed over the old one), read again, solved, drawn to SVG, and the WebSocket
message received by a client on loopback.

The scene is a 10 x 10 grid of cards, each with a label, in one card's width from the previous
(200 constraints, 100 labels measured); each save changes the cards' width.

    swift build -c release --product strut && python3 Benchmarks/watch_bench.py [--saves 30]
"""
import argparse, base64, os, socket, statistics, subprocess, tempfile, time

def make_scene(width):
    lines = ["canvas: { size: [1200, 900] }", "root:", "  subviews:"]
    constraints = []
    for row in range(10):
        for column in range(10):
            card = f"card{row}x{column}"
            lines.append(f'    - {{ id: {card}, background: systemBlue, cornerRadius: 6, text: "Card {row}.{column}", textColor: white }}')
            left = "root.leading + 10" if column == 0 else f"card{row}x{column - 1}.trailing + 8"
            top = "root.top + 10" if row == 0 else f"card{row - 1}x{column}.bottom + 8"
            constraints += [f"{card}.leading == {left}", f"{card}.top == {top}", f"{card}.width == {width}", f"{card}.height == 70"]
    return "\n".join(lines + ["constraints:"] + [f"  - {c}" for c in constraints]) + "\n"

def save(path, text):
    temporary = path + ".swp"
    with open(temporary, "w") as f:
        f.write(text)
    os.replace(temporary, path)

def open_socket(port):
    s = socket.create_connection(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    s.sendall((f"GET /updates HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        head += s.recv(1)
    assert b" 101 " in head.split(b"\r\n")[0], head
    return s

def read_message(s):
    def exactly(n):
        data = b""
        while len(data) < n:
            data += s.recv(n - len(data))
        return data
    first, second = exactly(2)
    length = second & 0x7F
    if length == 126:
        length = int.from_bytes(exactly(2), "big")
    return exactly(length).decode()

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--saves", type=int, default=30)
    parser.add_argument("--strut", default=os.path.join(os.path.dirname(__file__), "..", ".build", "release", "strut"))
    args = parser.parse_args()
    folder = tempfile.mkdtemp()
    path = os.path.join(folder, "grid.yaml")
    save(path, make_scene(100))
    port = 7600
    server = subprocess.Popen([args.strut, "watch", path, "--port", str(port)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        print(server.stdout.readline().strip())
        s = open_socket(port)
        read_message(s)  # the version on connecting
        times = []
        for i in range(args.saves):
            start = time.perf_counter()
            save(path, make_scene(100 + (i % 2) * 4))
            message = read_message(s)
            times.append((time.perf_counter() - start) * 1000)
            assert '"version"' in message, message
            time.sleep(0.05)
        times.sort()
        print(f"save to message, 100 views, {args.saves} saves: median {statistics.median(times):.1f} ms, "
              f"best {times[0]:.1f} ms, 90th percentile {times[int(len(times) * 0.9) - 1]:.1f} ms")
    finally:
        server.send_signal(2)
        server.wait(timeout=10)

if __name__ == "__main__":
    main()
