print("strut")
